/** The envelope of a single resource from a feature endpoint. */
export interface DataResponse<T> {
  success: true
  data: T
}

/** A keyset-paged list; `nextCursor` is null on the last page. */
export interface PageResponse<T> {
  success: true
  data: T[]
  nextCursor: string | null
}
