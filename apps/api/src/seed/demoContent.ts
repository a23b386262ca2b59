import type { LISTING_CATEGORIES, ReactionType } from '@agora/domain'

/** What a newcomer's Agora starts with: a few communities and a day of conversation. */
export const demoCommunities = [
  {
    key: 'builders',
    founder: 0,
    name: 'Base Builders',
    description: 'People shipping apps on Base: demos, questions, and weekly build logs.',
    rules: [
      'Share what you built, not what you hold',
      'Be generous with feedback',
      'No token shilling',
    ],
  },
  {
    key: 'makers',
    founder: 1,
    name: 'On-Chain Makers',
    description:
      'Ceramics, prints and generative art, sold in small runs with on-chain provenance.',
    rules: [
      'Show your process',
      'Credit collaborators',
      'Prices in the marketplace, not in threads',
    ],
  },
  {
    key: 'governance',
    founder: 2,
    name: 'Governance Lab',
    description: 'How communities decide: proposal templates, voting experiments, retrospectives.',
    rules: ['Steelman before you disagree', 'Link your sources'],
  },
] as const

type DemoPost = {
  author: number
  community?: (typeof demoCommunities)[number]['key']
  hoursAgo: number
  content: string
  reactions?: [number, ReactionType][]
  comments?: [number, string][]
}

export const demoPosts: DemoPost[] = [
  {
    author: 0,
    community: 'builders',
    hoursAgo: 1,
    content:
      'Build log, week 12: sign-in with smart wallets now works before the wallet is even deployed (ERC-6492). Next up: gasless follows.',
    reactions: [
      [1, 'rocket'],
      [2, 'fire'],
    ],
    comments: [
      [
        2,
        'The counterfactual signature trick still feels like magic. Any gotchas with the verifier?',
      ],
    ],
  },
  {
    author: 1,
    community: 'makers',
    hoursAgo: 3,
    content:
      'Kiln day. Twelve bowls in, nine came out whole. The three that cracked are going into a mosaic piece for the next drop.',
    reactions: [
      [0, 'love'],
      [2, 'love'],
    ],
  },
  {
    author: 2,
    community: 'governance',
    hoursAgo: 5,
    content:
      'Proposal template v2: problem, options considered, what we will measure, and when we will look again. Short beats thorough.',
    reactions: [[0, 'like']],
    comments: [[1, 'Adding "who does the work" to this would save us a lot of stalled proposals.']],
  },
  {
    author: 0,
    hoursAgo: 8,
    content:
      'gm. Reminder that a wallet signature is free: signing in to Agora never sends a transaction.',
    reactions: [[1, 'like']],
  },
  {
    author: 1,
    hoursAgo: 20,
    content:
      'Thinking about pricing physical work in USDC vs ETH. Stable prices feel kinder to buyers. Thoughts?',
    comments: [
      [0, 'USDC for the listing, ETH accepted at checkout is what I would want as a buyer.'],
      [2, 'Agree: people budget in stable units.'],
    ],
  },
  {
    author: 2,
    community: 'builders',
    hoursAgo: 30,
    content:
      'Keyset pagination or bust. Offsets get slower every page; cursors do not care how deep you scroll.',
    reactions: [
      [0, 'fire'],
      [1, 'laugh'],
    ],
  },
]

type DemoListing = {
  seller: number
  title: string
  description: string
  priceAmount: string
  currency: 'ETH' | 'USDC'
  category: (typeof LISTING_CATEGORIES)[number]
  quantity: number
  /** Signed by the seller's demo key, so it shows On-Chain Certified. */
  certified?: boolean
}

export const demoListings: DemoListing[] = [
  {
    seller: 1,
    title: 'Ash-glazed stoneware bowl',
    description:
      'Wheel-thrown stoneware with a wood-ash glaze from the spring firing. Food safe, 15 cm across.',
    priceAmount: '45',
    currency: 'USDC',
    category: 'crafts',
    quantity: 4,
    certified: true,
  },
  {
    seller: 1,
    title: 'Generative print: Kiln Weather #7',
    description:
      'Risograph print of a generative piece drawn from kiln temperature logs. A3, signed, edition of 20.',
    priceAmount: '0.02',
    currency: 'ETH',
    category: 'art',
    quantity: 12,
  },
  {
    seller: 0,
    title: 'Smart wallet onboarding review',
    description:
      'A one-hour call reviewing your app’s sign-in and wallet onboarding, with a written report after.',
    priceAmount: '150',
    currency: 'USDC',
    category: 'services',
    quantity: 3,
  },
  {
    seller: 2,
    title: 'Governance handbook (zine)',
    description:
      'Forty pages of proposal templates and voting retrospectives from the Governance Lab. Printed and posted.',
    priceAmount: '12',
    currency: 'USDC',
    category: 'books',
    quantity: 30,
    certified: true,
  },
]
