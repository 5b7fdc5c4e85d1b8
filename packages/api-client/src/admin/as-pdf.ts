/** A PDF as the API takes it: a file the browser typed otherwise (or not at all) goes as application/pdf. */
export const asPdf = (file: Blob) =>
  file.type === 'application/pdf' ? file : new Blob([file], { type: 'application/pdf' });
