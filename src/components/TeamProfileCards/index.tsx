import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {
  avatarPath,
  githubUrl,
  originalCreator,
  pastContributors,
  teamGroups,
  xUrl,
  type AcknowledgedPerson,
  type TeamGroupId,
  type TeamMember,
} from '@site/src/data/team';
import styles from './styles.module.css';

function TeamProfileCard({name, github, x, website, bio}: TeamMember): ReactNode {
  const avatar = useBaseUrl(avatarPath({github}));
  return (
    <div className="col col--6 margin-bottom--lg">
      <article className={clsx('card', styles.card)}>
        <div className="card__header">
          <div className="avatar">
            {/* The name is right next to the picture, so the image is decorative. */}
            <img
              className="avatar__photo avatar__photo--lg"
              src={avatar}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
            <div className="avatar__intro">
              <Heading as="h3" className={clsx('avatar__name', styles.name)}>
                {name}
              </Heading>
              <small className="avatar__subtitle">@{github}</small>
            </div>
          </div>
        </div>
        <div className="card__body">
          <p className={styles.bio}>{bio}</p>
        </div>
        <div className="card__footer">
          <div className={styles.links}>
            {/* Each accessible name contains the visible label, so that voice control users
                can say what they see, and the person's name, so that a list of links read out
                of context still tells whose profile each one opens. */}
            <Link
              className="button button--sm button--secondary"
              href={githubUrl(github)}
              aria-label={`${name} on GitHub`}>
              GitHub
            </Link>
            {x && (
              <Link className="button button--sm button--secondary" href={xUrl(x)} aria-label={`${name} on X`}>
                X
              </Link>
            )}
            {website && (
              <Link className="button button--sm button--secondary" href={website} aria-label={`Website of ${name}`}>
                Website
              </Link>
            )}
          </div>
        </div>
      </article>
    </div>
  );
}

// The introduction of each group is prose on the page (community/1-team.mdx); a row holds
// the cards only.
function TeamRow({group}: {group: TeamGroupId}): ReactNode {
  return (
    <div className={clsx('row', styles.group)}>
      {teamGroups[group].members.map((member) => (
        <TeamProfileCard key={member.github} {...member} />
      ))}
    </div>
  );
}

/** The maintainers working on the project today. */
export function ActiveTeamRow(): ReactNode {
  return <TeamRow group="active" />;
}

/** Former maintainers and major contributors. */
export function HonoraryAlumniTeamRow(): ReactNode {
  return <TeamRow group="alumni" />;
}

/** Students from school terms, internships and the MLH Fellowship. */
export function StudentFellowsTeamRow(): ReactNode {
  return <TeamRow group="studentFellows" />;
}

function PersonName({name, github}: AcknowledgedPerson): ReactNode {
  return <Link href={githubUrl(github)}>{name}</Link>;
}

/** The creator and the people thanked for major past work, each linked to their GitHub profile. */
export function Acknowledgements(): ReactNode {
  return (
    <>
      <p>
        <PersonName {...originalCreator} /> started Docusaurus. Since then,{' '}
        <Link href="https://github.com/facebook/docusaurus/graphs/contributors">a few hundred people</Link> have
        contributed to it. Among them, the people below made major contributions to its code and documentation in the
        past, and helped to maintain both:
      </p>
      <ul className={styles.acknowledgements}>
        {pastContributors.map((person) => (
          <li key={person.github}>
            <PersonName {...person} />
          </li>
        ))}
      </ul>
    </>
  );
}
