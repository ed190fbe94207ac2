// The favourite sites of the showcase, for the home page (which should not load the data of all
// 350 sites). tests/unit/showcase.test.ts checks that this list matches users.ts.

export type FeaturedSite = {title: string; website: string; description: string};

export const featuredSites: FeaturedSite[] = [
  {
    title: 'Algolia DocSearch',
    website: 'https://docsearch.algolia.com/',
    description: 'Website of Algolia DocSearch, a product whose site source is public.',
  },
  {
    title: 'Datagit',
    website: 'https://datagit.ir/',
    description: 'Website of Datagit, written right to left.',
  },
  {
    title: 'Dyte',
    website: 'https://docs.dyte.io',
    description: 'Large product documentation of Dyte, versioned and custom-designed.',
  },
  {
    title: 'Eightshift',
    website: 'https://infinum.github.io/eightshift-docs/',
    description: 'Documentation of Eightshift, custom-designed and hosted on GitHub Pages.',
  },
  {
    title: 'Hasura',
    website: 'https://hasura.io/docs/',
    description: 'Large product documentation of Hasura.',
  },
  {
    title: 'Ionic',
    website: 'https://ionicframework.com/docs',
    description: 'Documentation of the Ionic framework: large, versioned and translated.',
  },
  {
    title: 'IOTA-Wiki',
    website: 'https://wiki.iota.org',
    description: 'Wiki of IOTA, with its source in a public repository.',
  },
  {
    title: 'Jest',
    website: 'https://jestjs.io/',
    description: 'Website of Jest, versioned, translated and custom-designed.',
  },
  {
    title: 'Outerbounds',
    website: 'https://outerbounds.com',
    description: 'Custom-designed website of the Outerbounds product.',
  },
  {
    title: 'Piano Analytics',
    website: 'https://developers.atinternet-solutions.com/piano-analytics/',
    description: 'Developer documentation of the Piano Analytics product, with a custom design.',
  },
  {
    title: 'Quickwit',
    website: 'https://quickwit.io',
    description: 'Custom-designed website of Quickwit.',
  },
  {
    title: 'React Native',
    website: 'https://reactnative.dev',
    description: 'Large, versioned website of React Native, a project from Meta.',
  },
  {
    title: 'Redis Labs Developer Site',
    website: 'https://developer.redislabs.com',
    description: 'Developer site of Redis Labs, with a custom design.',
  },
  {
    title: 'Refine',
    website: 'https://refine.dev',
    description: 'Large, versioned website of the Refine product.',
  },
  {
    title: 'Relay',
    website: 'https://relay.dev/',
    description: 'Website of Relay, versioned and custom-designed.',
  },
  {
    title: 'Verdaccio',
    website: 'https://verdaccio.org',
    description: 'Large website of Verdaccio, translated and custom-designed.',
  },
  {
    title: 'WebdriverIO',
    website: 'https://webdriver.io/',
    description: 'Large, custom-designed website of WebdriverIO.',
  },
];
