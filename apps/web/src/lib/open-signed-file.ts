/**
 * Opens a file behind a short-lived signed URL in a new window. The window is opened at once, inside the click,
 * because popup blockers only allow windows opened by a user's gesture; it is pointed at the file when the URL
 * arrives, and closed again if the request fails (the promise then rejects with the failure).
 */
export async function openSignedFile(signedUrl: () => Promise<{ url: string }>): Promise<void> {
  const target = window.open('', '_blank');
  // The file is all the new window needs; it gets no handle back on this page.
  if (target) target.opener = null;
  try {
    const { url } = await signedUrl();
    if (target && !target.closed) target.location.href = url;
    else window.open(url, '_blank', 'noopener');
  } catch (error) {
    target?.close();
    throw error;
  }
}
