/** One time zone of a country, as SPEC §3 lists it. */
export interface CountryTimezone {
  /** IANA zone name, e.g. `Asia/Kolkata`. */
  readonly zoneName: string;
  /** Offset from UTC in seconds (19800 for UTC+05:30); the source's value, not adjusted for daylight saving. */
  readonly gmtOffset: number;
  /** The same offset for display, e.g. `UTC+05:30`. */
  readonly gmtOffsetName: string;
  readonly abbreviation: string;
  readonly tzName: string;
}

/** One entry of the country reference list (SPEC §3). The name is the value a country field stores. */
export interface Country {
  readonly name: string;
  /** ISO 3166-1 alpha-2, upper case (Kosovo has the user-assigned `XK`). */
  readonly isoCode: string;
  /** Emoji flag. */
  readonly flag: string;
  /** International dialling prefix, digits only without `+`, e.g. `91`, or `1684` for American Samoa. */
  readonly phonecode: string;
  /** ISO 4217 code. */
  readonly currency: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Possibly empty; in the source's order. */
  readonly timezones: readonly CountryTimezone[];
}

/** An option of a country select: SPEC §3 says the selected value is the country name. */
export interface CountryOption {
  readonly value: string;
  readonly label: string;
}
