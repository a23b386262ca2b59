// punycode.js ships no types; the part Agora uses
declare module 'punycode.js' {
  const punycode: {
    /** RFC 3492: the Unicode code points of a Punycode string; throws RangeError on bad input */
    decode(input: string): string
  }
  export default punycode
}
