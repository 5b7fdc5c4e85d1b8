export declare const workspaceSources: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
