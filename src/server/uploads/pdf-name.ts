/** A name as a viewer reads it: `#xx` escapes decoded until none is left. */
export const decodeName = (name: string) => {
  let text = name
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
  }
  return text
}
