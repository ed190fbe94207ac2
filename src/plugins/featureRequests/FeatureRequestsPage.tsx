import {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {
  FEATURE_REQUEST_STATUSES,
  REPOSITORY_URL,
  STATUS_LABELS,
  featureRequests,
  findFeatureRequest,
  githubUrl,
  referenceLabel,
  slugFromPathname,
  type FeatureRequest,
  type FeatureRequestStatus,
} from '@site/src/data/featureRequests';
import type {FeatureRequestsRouteData} from './index';
import styles from './styles.module.css';

type Props = {
  readonly config: FeatureRequestsRouteData;
};

type Filter = 'all' | FeatureRequestStatus;

const STATUS_BADGE: Record<FeatureRequestStatus, string> = {
  open: 'badge--secondary',
  planned: 'badge--info',
  shipped: 'badge--success',
};

function itemId(slug: string): string {
  return `request-${slug}`;
}

function StatusBadge({request}: {request: FeatureRequest}): ReactNode {
  return (
    <span className={clsx('badge', STATUS_BADGE[request.status])}>
      {STATUS_LABELS[request.status]}
      {request.shippedIn && ` in ${request.shippedIn}`}
    </span>
  );
}

function RequestCard({
  request,
  selected,
  basePath,
}: {
  request: FeatureRequest;
  selected: boolean;
  basePath: string;
}): ReactNode {
  const titleId = `${itemId(request.slug)}-title`;
  return (
    <li className={styles.item}>
      <article
        id={itemId(request.slug)}
        className={clsx('card', styles.card, selected && styles.selected)}
        aria-labelledby={titleId}
        aria-current={selected ? 'true' : undefined}
        // Focus target when the URL selects this request (see the effect in the page).
        tabIndex={selected ? -1 : undefined}>
        <div className="card__header">
          <StatusBadge request={request} />
          <Heading as="h3" id={titleId} className={styles.title}>
            {request.title}
          </Heading>
        </div>
        <div className="card__body">
          <p className={styles.summary}>{request.summary}</p>
          {selected && (
            <div className={styles.details}>
              <p>{request.details}</p>
              {request.docsPath && (
                <p>
                  <Link to={request.docsPath}>Read the documentation</Link>
                </p>
              )}
            </div>
          )}
        </div>
        <div className={clsx('card__footer', styles.footer)}>
          <Link
            href={githubUrl(request.source)}
            aria-label={`${referenceLabel(request.source)} on GitHub: ${request.title}`}>
            {referenceLabel(request.source)} on GitHub
          </Link>
          {selected ? (
            <Link to={`${basePath}/`}>Close details</Link>
          ) : (
            <Link to={`${basePath}/${request.slug}/`} aria-label={`Details: ${request.title}`}>
              Details
            </Link>
          )}
        </div>
      </article>
    </li>
  );
}

function StatusFilter({
  value,
  onChange,
  labelId,
}: {
  value: Filter;
  onChange: (filter: Filter) => void;
  labelId: string;
}): ReactNode {
  // Statuses with no entry (nothing is 'planned' today) get no button.
  const options: Filter[] = [
    'all',
    ...FEATURE_REQUEST_STATUSES.filter((status) => featureRequests.some((request) => request.status === status)),
  ];
  return (
    <div className={styles.filter} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.filterLabel}>
        Show:
      </span>
      {options.map((option) => {
        const count =
          option === 'all'
            ? featureRequests.length
            : featureRequests.filter((request) => request.status === option).length;
        return (
          <button
            key={option}
            type="button"
            className={clsx(
              'button button--sm',
              value === option ? 'button--primary' : 'button--outline button--secondary',
            )}
            aria-pressed={value === option}
            onClick={() => onChange(option)}>
            {option === 'all' ? 'All' : STATUS_LABELS[option]} ({count})
          </button>
        );
      })}
    </div>
  );
}

function HowToPropose(): ReactNode {
  return (
    <section className={styles.guide} aria-labelledby="how-to-propose">
      <Heading as="h2" id="how-to-propose">
        How to propose a feature
      </Heading>
      <ol>
        <li>
          <strong>Search first.</strong> Look through the{' '}
          <Link href={`${REPOSITORY_URL}/issues?q=is%3Aissue`}>issues</Link> (open and closed) and the{' '}
          <Link href={`${REPOSITORY_URL}/discussions`}>discussions</Link>. If someone asked already, add your use case
          to that thread rather than opening a new one: one thread with ten concrete use cases weighs more than ten
          duplicates.
        </li>
        <li>
          <strong>Still an idea? Start a discussion.</strong> GitHub Discussions suit open questions such as
          &ldquo;would this belong in core or in a plugin?&rdquo;. The <code>#contributors</code> channel on the{' '}
          <Link href="https://discord.gg/docusaurus">Discord server</Link> is good for a quick chat before you write
          anything long.
        </li>
        <li>
          <strong>Ready to specify it? Open an issue.</strong> Use{' '}
          <Link href={`${REPOSITORY_URL}/issues/new/choose`}>the new issue page</Link> and pick the feature request
          template. Larger changes to existing behavior deserve a proposal that describes the design before any code is
          written; the <Link to="/community/contributing/">contributing guide</Link> explains both.
        </li>
      </ol>
      <Heading as="h2" id="good-request">
        What makes a good request
      </Heading>
      <ul>
        <li>
          <strong>The problem before the solution.</strong> Describe what you are trying to achieve and for whom. The
          maintainers may know a different way to get there, possibly one that already exists.
        </li>
        <li>
          <strong>A concrete example.</strong> A link to your site, a page that shows the limitation, or a reproduction
          made in the <Link to="/docs/playground/">playground</Link> makes the need obvious.
        </li>
        <li>
          <strong>What you tried.</strong> Mention the plugins, configuration or{' '}
          <Link to="/docs/swizzling/">swizzled</Link> components you used, and where they fell short. It tells the team
          which extension point is missing.
        </li>
        <li>
          <strong>Scope.</strong> Say whether the feature must live in the core, or whether a public API would let you
          build it as a plugin. Many good ideas are better as community plugins.
        </li>
        <li>
          <strong>Your availability.</strong> If you can send the pull request yourself, say so: it changes how fast the
          request can move.
        </li>
      </ul>
    </section>
  );
}

export default function FeatureRequestsPage({config}: Props): ReactNode {
  const {basePath} = config;
  const {pathname} = useLocation();
  const requestedSlug = slugFromPathname(pathname, basePath);
  const selected = requestedSlug ? findFeatureRequest(requestedSlug) : undefined;
  const unknownSlug = requestedSlug !== undefined && !selected ? requestedSlug : undefined;
  const [filter, setFilter] = useState<Filter>('all');
  const filterLabelId = useId();

  const selectedSlug = selected?.slug;
  useEffect(() => {
    if (!selectedSlug) {
      return;
    }
    // Wait a frame: the router's own scroll handling on navigation runs first.
    const frame = window.requestAnimationFrame(() => {
      const element = document.getElementById(itemId(selectedSlug));
      if (!element) {
        return;
      }
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({behavior: reduceMotion ? 'auto' : 'smooth', block: 'center'});
      element.focus({preventScroll: true});
    });
    return () => window.cancelAnimationFrame(frame);
  }, [selectedSlug]);

  const visible = featureRequests.filter(
    (request) => filter === 'all' || request.status === filter || request.slug === selectedSlug,
  );

  return (
    <Layout
      title="Feedback"
      description="How to propose and discuss features for Docusaurus, and a curated board of well-known feature requests with their status and GitHub links.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Feature requests</Heading>
        <p className={styles.lead}>
          Docusaurus is shaped by the people who use it. Requests are filed and discussed in the open on{' '}
          <Link href={REPOSITORY_URL}>GitHub</Link>: this page explains how to propose one, and lists a selection of
          well-known requests with what became of them. It is a read-only board kept with the site, so it has no votes
          and no sign-in; to support a request, comment on its GitHub thread with your use case.
        </p>

        {selected && (
          <div className={clsx('alert alert--info', styles.notice)} role="status">
            Showing details for <strong>{selected.title}</strong>.{' '}
            <Link to={`${basePath}/`}>Back to the full board</Link>
          </div>
        )}
        {unknownSlug !== undefined && (
          <div className={clsx('alert alert--warning', styles.notice)} role="status">
            There is no request called <code>{unknownSlug}</code> on this board. It may have been renamed or may never
            have been listed here. The full board is below, and{' '}
            <Link href={`${REPOSITORY_URL}/issues`}>GitHub issues</Link> has every request ever filed.
          </div>
        )}

        <div className="row">
          <div className="col col--4">
            <HowToPropose />
          </div>
          <section className="col col--8" aria-labelledby="board">
            <Heading as="h2" id="board">
              Board
            </Heading>
            <StatusFilter value={filter} onChange={setFilter} labelId={filterLabelId} />
            <ul className={styles.board}>
              {visible.map((request) => (
                <RequestCard
                  key={request.slug}
                  request={request}
                  selected={request.slug === selectedSlug}
                  basePath={basePath}
                />
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
