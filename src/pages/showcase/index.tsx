import {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {sortedUsers} from '@site/src/data/showcase';
import ShowcaseCards from './_components/ShowcaseCards';
import ShowcaseFilters from './_components/ShowcaseFilters';
import ShowcaseSearchBar from './_components/ShowcaseSearchBar';
import {filterUsers, isFiltered} from './_components/showcaseState';
import {useShowcaseState} from './_components/useShowcaseState';
import styles from './styles.module.css';

const TITLE = 'Docusaurus Site Showcase';
const DESCRIPTION = 'Websites that people and teams build with Docusaurus: docs, products, blogs and personal wikis.';
const SUBMIT_URL = 'https://github.com/facebook/docusaurus/discussions/7826';

function ShowcaseHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <Heading as="h1">{TITLE}</Heading>
      <p className={styles.lead}>{DESCRIPTION} Filter by tag or search by name to find a site to learn from.</p>
      <Link className="button button--primary button--lg" href={SUBMIT_URL}>
        🙏 Please add your site
      </Link>
    </header>
  );
}

export default function Showcase(): ReactNode {
  const showcase = useShowcaseState();
  const {state} = showcase;
  const users = useMemo(() => filterUsers(sortedUsers, state), [state]);
  return (
    <Layout title={TITLE} description={DESCRIPTION}>
      <main className={styles.main}>
        <ShowcaseHeader />
        <div className={styles.controls}>
          <ShowcaseFilters {...showcase} count={users.length} />
          <ShowcaseSearchBar value={state.name} onChange={(name) => showcase.update({name})} />
        </div>
        <ShowcaseCards users={users} filtered={isFiltered(state)} />
      </main>
    </Layout>
  );
}
