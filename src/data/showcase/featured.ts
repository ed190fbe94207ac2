// The favourite sites of the showcase, for the home page (which should not load the data of all
// 350 sites). tests/unit/showcase.test.ts checks that this list matches users.ts.

export type FeaturedSite = {title: string; website: string; description: string};

export const featuredSites: FeaturedSite[] = [
  {
    title: 'Algolia DocSearch',
    website: 'https://docsearch.algolia.com/',
    description: "Algolia's free service that adds search to documentation websites.",
  },
  {
    title: 'Datagit',
    website: 'https://datagit.ir/',
    description: 'An educational site offering tutorials written in Persian, read from right to left.',
  },
  {
    title: 'Dyte',
    website: 'https://docs.dyte.io',
    description: 'Dyte offers developers an SDK for adding live video to their products.',
  },
  {
    title: 'Eightshift',
    website: 'https://infinum.github.io/eightshift-docs/',
    description: 'Eightshift provides tools for building modern WordPress projects.',
  },
  {
    title: 'Hasura',
    website: 'https://hasura.io/docs/',
    description: "Hasura's engine turns your data into GraphQL APIs, adding authorization and real-time subscriptions.",
  },
  {
    title: 'Ionic',
    website: 'https://ionicframework.com/docs',
    description: 'Ionic is an open source UI toolkit that lets web technologies power mobile and desktop apps.',
  },
  {
    title: 'IOTA-Wiki',
    website: 'https://wiki.iota.org',
    description: 'The wiki and documentation of the IOTA project, in one place.',
  },
  {
    title: 'Jest',
    website: 'https://jestjs.io/',
    description: 'Jest is a JavaScript testing framework that puts simplicity first.',
  },
  {
    title: 'Outerbounds',
    website: 'https://outerbounds.com',
    description:
      'Resources on data science and engineering, written in Jupyter notebooks and turned into a site with nbdoc and Docusaurus.',
  },
  {
    title: 'Piano Analytics',
    website: 'https://developers.atinternet-solutions.com/piano-analytics/',
    description: 'Developer documentation for the software development kits of Piano Analytics.',
  },
  {
    title: 'Quickwit',
    website: 'https://quickwit.io',
    description:
      'Quickwit is an open source search engine that answers queries on object storage in less than a second.',
  },
  {
    title: 'React Native',
    website: 'https://reactnative.dev',
    description: "Meta's framework for building native applications using React.",
  },
  {
    title: 'Redis Labs Developer Site',
    website: 'https://developer.redislabs.com',
    description: 'The hub where developers find resources for working with Redis.',
  },
  {
    title: 'Refine',
    website: 'https://refine.dev',
    description: 'Refine is a React framework for building data-intensive applications quickly.',
  },
  {
    title: 'Relay',
    website: 'https://relay.dev/',
    description: 'Relay is a GraphQL client for React applications.',
  },
  {
    title: 'Verdaccio',
    website: 'https://verdaccio.org',
    description: 'A lightweight private npm registry and proxy that you host yourself.',
  },
  {
    title: 'WebdriverIO',
    website: 'https://webdriver.io/',
    description: 'A Node.js test framework that automates browsers and mobile applications.',
  },
];
