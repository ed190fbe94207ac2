import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export type Feature = {
  title: string;
  image: {src: string; width: number; height: number};
  text: ReactNode;
};

/** The five features on the home page, each with an illustration drawn for this site. */
export const features: Feature[] = [
  {
    title: 'Powered by MDX',
    image: {src: '/img/home/mdx.svg', width: 300, height: 200},
    text: (
      <>
        Write pages, docs and posts in Markdown, and drop React components into them when plain text is not enough.
        Docusaurus turns the folder into a fast, navigable website.
      </>
    ),
  },
  {
    title: 'Built Using React',
    image: {src: '/img/home/react.svg', width: 300, height: 200},
    text: (
      <>
        The layout is made of React components you can restyle, wrap or replace. Reuse your header, footer and design
        system, and keep one codebase for the site and its interactive parts.
      </>
    ),
  },
  {
    title: 'Ready for Translations',
    image: {src: '/img/home/translations.svg', width: 300, height: 200},
    text: (
      <>
        Localization is built in: translate with plain files in git, or connect a service such as Crowdin, and ship one
        site per locale. <Link to="/docs/i18n/introduction">Read the i18n guide</Link>.
      </>
    ),
  },
  {
    title: 'Document Versioning',
    image: {src: '/img/home/versioning.svg', width: 300, height: 200},
    text: (
      <>
        Keep the docs of every supported release online and in step with the code, so readers on an older version still
        read the right instructions.
      </>
    ),
  },
  {
    title: 'Content Search',
    image: {src: '/img/home/search.svg', width: 300, height: 200},
    text: (
      <>
        Readers find what they need with full-text search: Algolia DocSearch is supported out of the box, and local
        indexes work too. This site searches without any network request to a third party.
      </>
    ),
  },
];
