/** A round avatar: the ENS picture when there is one, else colours drawn from the address. */
export function AddressAvatar({
  address,
  imageUrl,
  size = 22,
}: {
  address: string
  imageUrl?: string
  size?: number
}) {
  if (imageUrl) {
    return <img className="address-avatar" src={imageUrl} alt="" width={size} height={size} />
  }
  const hue = Number.parseInt(address.slice(2, 8), 16) % 360
  const second = (hue + 70) % 360
  return (
    <span
      className="address-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: `linear-gradient(135deg, hsl(${hue} 75% 55%), hsl(${second} 75% 45%))`,
      }}
    />
  )
}
