/** The platform's mark: a stylised gate and rising line (drawn inline: no image request on the entrance). */
export function Emblem({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#fff" />
      <circle cx="24" cy="24" r="20" fill="#c62828" />
      <path d="M12 33h24v3H12zM14 20h20l-10-7zM16 22h3v10h-3zM22.5 22h3v10h-3zM29 22h3v10h-3z" fill="#ffd54f" />
    </svg>
  )
}
