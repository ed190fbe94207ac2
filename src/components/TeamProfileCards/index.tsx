import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {
  avatarPath,
  originalCreator,
  pastContributors,
  teamGroups,
  type AcknowledgedPerson,
  type TeamGroupId,
  type TeamMember,
} from '@site/src/data/team';
import styles from './styles.module.css';

function TeamProfileCard({name, github, role, website}: TeamMember): ReactNode {
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
          <p className={styles.role}>{role}</p>
        </div>
        <div className="card__footer">
          <div className={styles.links}>
            <Link
              className="button button--sm button--secondary"
              href={`https://github.com/${github}`}
              aria-label={`${name} on GitHub`}>
              GitHub
            </Link>
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

function TeamRow({group}: {group: TeamGroupId}): ReactNode {
  const {summary, members, moreLink} = teamGroups[group];
  return (
    <div className={styles.group}>
      <p>{summary}</p>
      {members.length > 0 && (
        <div className="row">
          {members.map((member) => (
            <TeamProfileCard key={member.github} {...member} />
          ))}
        </div>
      )}
      <p className={styles.more}>
        <Link href={moreLink.href}>{moreLink.label}</Link>
      </p>
    </div>
  );
}

/** Maintainers working on the project today, alphabetically. */
export function ActiveTeamRow(): ReactNode {
  return <TeamRow group="active" />;
}

/** Former maintainers; the record names no individual cards for this group. */
export function HonoraryAlumniTeamRow(): ReactNode {
  return <TeamRow group="alumni" />;
}

/** Students from school terms and the MLH Fellowship. */
export function StudentFellowsTeamRow(): ReactNode {
  return <TeamRow group="studentFellows" />;
}

function PersonName({name, github}: AcknowledgedPerson): ReactNode {
  return github ? <Link href={`https://github.com/${github}`}>{name}</Link> : <>{name}</>;
}

/** The original creator and the early contributors, linked to GitHub when the handle is on record. */
export function Acknowledgements(): ReactNode {
  return (
    <>
      <p>
        Docusaurus was created by <PersonName {...originalCreator} />. These people also made it what it is in its first
        years:
      </p>
      <ul className={styles.acknowledgements}>
        {pastContributors.map((person) => (
          <li key={person.name}>
            <PersonName {...person} />
          </li>
        ))}
      </ul>
    </>
  );
}
