import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Playground = {
  name: string;
  image: string;
  urlJS: string;
  urlTS: string;
  description: ReactNode;
};

const playgrounds: Playground[] = [
  {
    name: '📦 CodeSandbox',
    image: '/img/playgrounds/codesandbox.svg',
    urlJS: 'https://docusaurus.new/codesandbox',
    urlTS: 'https://docusaurus.new/codesandbox-ts',
    description:
      'Runs the development server in a cloud container, so the site behaves exactly as it does on your machine.',
  },
  {
    name: '⚡ StackBlitz 🆕',
    image: '/img/playgrounds/stackblitz.svg',
    urlJS: 'https://docusaurus.new/stackblitz',
    urlTS: 'https://docusaurus.new/stackblitz-ts',
    description: (
      <>
        Runs Node.js inside your browser tab with{' '}
        <Link href="https://blog.stackblitz.com/posts/introducing-webcontainers/">WebContainers</Link>: it starts in
        seconds and keeps working when the connection drops.
      </>
    ),
  },
];

function PlaygroundCard({name, image, urlJS, urlTS, description}: Playground): ReactNode {
  return (
    <div className="col col--6 margin-bottom--lg">
      <div className={`card ${styles.card}`}>
        <div className="card__image">
          <img src={image} alt="" width={640} height={320} loading="lazy" />
        </div>
        <div className="card__body">
          <Heading as="h3">{name}</Heading>
          <p>{description}</p>
        </div>
        <div className="card__footer">
          <p className={styles.tryIt}>Try it now!</p>
          <div className="button-group button-group--block">
            <Link className="button button--secondary" to={urlJS} aria-label={`${name}: JavaScript playground`}>
              JavaScript
            </Link>
            <Link className="button button--secondary" to={urlTS} aria-label={`${name}: TypeScript playground`}>
              TypeScript
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The two online playgrounds that docusaurus.new opens, with JS and TS templates. */
export function PlaygroundCardsRow(): ReactNode {
  return (
    <div className="row">
      {playgrounds.map((playground) => (
        <PlaygroundCard key={playground.name} {...playground} />
      ))}
    </div>
  );
}
