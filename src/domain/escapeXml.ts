/** Escapes text for an XML/HTML attribute or text node. */
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
