/** What services log through: pino's shape (the app's logger), or the CLI's printer. Never a secret in `object`. */
export interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
