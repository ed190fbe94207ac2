import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {features, type Feature} from '@site/src/data/features';
import {announcedVersion} from '@site/config/site';
import {featuredSites} from '@site/src/data/showcase/featured';
import styles from './index.module.css';

function TopBanner(): ReactNode {
  return (
    <div className={styles.topBanner}>
      <Link to={`/blog/releases/${announcedVersion}/`}>
        🎉 <b>Docusaurus {announcedVersion} is out!</b> 🥳 Read the release post
      </Link>
    </div>
  );
}

function HeroBanner(): ReactNode {
  return (
    <div className={styles.hero} data-theme="dark">
      <div className={styles.heroInner}>
        <Heading as="h1" className={styles.heroProjectTagline}>
          <img
            alt=""
            className={styles.heroLogo}
            src={useBaseUrl('/img/docusaurus_keytar.svg')}
            width="200"
            height="200"
          />
          <span className={styles.heroTitleTextHtml}>
            Build <b>optimized</b> websites <b>quickly</b>, focus on your <b>content</b>
          </span>
        </Heading>
        <p className={styles.heroSubtitle}>
          Docusaurus is a static-site generator for documentation, blogs and product pages: write Markdown and React,
          get a fast, searchable, versioned and translatable website you can host anywhere.
        </p>
        <div className={styles.indexCtas}>
          <Link className="button button--primary button--lg" to="/docs/">
            Get Started
          </Link>
          <Link className="button button--info button--lg" to="https://docusaurus.new">
            Try a Demo
          </Link>
        </div>
        <p className={styles.heroInstall}>
          <code>npx create-docusaurus@latest my-website classic</code>
        </p>
      </div>
    </div>
  );
}

function FeatureCard({feature, className}: {feature: Feature; className?: string}): ReactNode {
  return (
    <div className={clsx('col', className)}>
      <img
        className={styles.featureImage}
        alt=""
        src={useBaseUrl(feature.image.src)}
        width={feature.image.width}
        height={feature.image.height}
        loading="lazy"
      />
      <Heading as="h3" className={styles.featureHeading}>
        {feature.title}
      </Heading>
      <p className="padding-horiz--md">{feature.text}</p>
    </div>
  );
}

function FeaturesContainer(): ReactNode {
  const firstRow = features.slice(0, 3);
  const secondRow = features.slice(3);
  return (
    <div className="container text--center">
      <Heading as="h2" className={styles.sectionHeading}>
        Main features
      </Heading>
      <div className="row margin-bottom--lg">
        {firstRow.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} className="col--4" />
        ))}
      </div>
      <div className="row">
        {secondRow.map((feature, index) => (
          <FeatureCard
            key={feature.title}
            feature={feature}
            className={clsx('col--4', index === 0 && 'col--offset-2')}
          />
        ))}
      </div>
    </div>
  );
}

function VideoContainer(): ReactNode {
  return (
    <div className="container text--center margin-top--xl">
      <Heading as="h2" className={styles.sectionHeading}>
        Check it out in the intro video
      </Heading>
      <p>
        A five-minute explanation of what Docusaurus does and who it is for, aimed at people who have never used it.
      </p>
      <Link
        className={clsx('button button--secondary button--lg', styles.wrappingButton)}
        href="https://www.youtube.com/watch?v=_An9EsKPhp0">
        ▶ Watch “Explain Like I'm 5: Docusaurus” on YouTube
      </Link>
    </div>
  );
}

function UsedBy(): ReactNode {
  return (
    <section className={clsx('container', styles.usedBy)} aria-labelledby="used-by">
      <Heading as="h2" id="used-by" className={clsx(styles.sectionHeading, 'text--center')}>
        How it is used
      </Heading>
      <p className="text--center">
        Open-source projects, products and personal sites publish their docs with Docusaurus. A few favourites picked
        from the <Link to="/showcase/">showcase</Link>:
      </p>
      <ul className={styles.usedByList}>
        {featuredSites.map((site) => (
          <li key={site.title} className={styles.usedByItem}>
            <Link href={site.website} className={styles.usedByTitle}>
              {site.title}
            </Link>
            <span className={styles.usedByDescription}>{site.description}</span>
          </li>
        ))}
      </ul>
      <p className="text--center">
        <Link className={clsx('button button--secondary button--lg', styles.wrappingButton)} to="/showcase/">
          See all sites in the showcase
        </Link>
      </p>
    </section>
  );
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout title={siteConfig.tagline} description={String(siteConfig.customFields?.description ?? '')}>
      <main>
        <TopBanner />
        <HeroBanner />
        <div className={styles.section}>
          <FeaturesContainer />
          <VideoContainer />
        </div>
        <div className={styles.sectionAlt}>
          <UsedBy />
        </div>
      </main>
    </Layout>
  );
}
