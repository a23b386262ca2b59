export function mediaUrl(id: string) {
  return `/api/media/${id}`
}
