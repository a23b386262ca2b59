import MarkdownIt from 'markdown-it'

/**
 * Proposal bodies are markdown written by members: rendered with HTML off (any tag in the
 * text is shown as text), no images (no tracking pixels, nothing loaded from elsewhere), and
 * links only to http(s), mailto or this site's own paths. Links leaving the site open in a
 * new tab without handing it the page.
 */
const md = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: false })
md.disable(['image'])

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i

md.validateLink = (url: string) => SAFE_LINK.test(url.trim())

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options))

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]
  const href = String(token?.attrGet('href') ?? '')
  if (token && !href.startsWith('/')) {
    token.attrSet('target', '_blank')
    token.attrSet('rel', 'noopener noreferrer nofollow')
  }
  return defaultLinkOpen(tokens, idx, options, env, self)
}

/** HTML for a proposal body; safe to insert as innerHTML. */
export function renderMarkdown(text: string): string {
  return md.render(text)
}
