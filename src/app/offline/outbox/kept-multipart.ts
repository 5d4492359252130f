/**
 * A multipart body as the outbox keeps it: FormData cannot be stored in IndexedDB, but its text
 * fields and its files (Blobs, which IndexedDB keeps as they are) can, and are made into FormData
 * again each time the submission is sent (a reply's attachments written offline, §3).
 */
export type KeptMultipart = {
  multipart: {
    fields: Record<string, string>
    files: { field: string; name: string; blob: Blob }[]
  }
}

export function keptMultipart(
  fields: Record<string, string>,
  files: { field: string; name: string; blob: Blob }[],
): KeptMultipart {
  return { multipart: { fields, files } }
}

export function isKeptMultipart(body: unknown): body is KeptMultipart {
  return (
    typeof body === 'object' &&
    body !== null &&
    'multipart' in body &&
    typeof (body as KeptMultipart).multipart?.fields === 'object'
  )
}

/** The body as it goes on the wire: FormData for a kept multipart body, else as it is. */
export function wireBody(body: unknown): unknown {
  if (!isKeptMultipart(body)) return body
  const form = new FormData()
  for (const [name, value] of Object.entries(body.multipart.fields)) form.append(name, value)
  for (const { field, name, blob } of body.multipart.files) form.append(field, blob, name)
  return form
}

/** The fields a person typed: a multipart body's text fields, or a JSON body as it is. */
export function typedFields(body: unknown): unknown {
  return isKeptMultipart(body) ? body.multipart.fields : body
}

/** The body with corrected text fields, a multipart body keeping its files. */
export function withFields(body: unknown, fields: Record<string, unknown>): unknown {
  if (!isKeptMultipart(body)) return { ...(body as object), ...fields }
  const strings = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  return keptMultipart({ ...body.multipart.fields, ...strings }, body.multipart.files)
}
