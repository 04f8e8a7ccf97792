/** The SHA-256 of `data` as 64 lowercase hex characters, computed in the browser. */
export async function sha256Hex(data: BufferSource): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A file's SHA-256; the file is read here and never sent anywhere. */
export async function sha256OfFile(file: Blob): Promise<string> {
  return sha256Hex(await file.arrayBuffer());
}
