import {useId, type ReactNode} from 'react';
import type {Operator} from '../showcaseState';
import styles from './styles.module.css';

type Props = {
  operator: Operator;
  onChange: (operator: Operator) => void;
};

const OPTIONS: {value: Operator; hint: string}[] = [
  {value: 'OR', hint: 'sites with any of the selected tags'},
  {value: 'AND', hint: 'sites with all of the selected tags'},
];

/**
 * The OR/AND switch, built from two radio buttons in a fieldset: arrow keys move between
 * them and screen readers announce the group name, the choice and its meaning.
 */
export default function OperatorToggle({operator, onChange}: Props): ReactNode {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>Match</legend>
      <div className={styles.segments}>
        {OPTIONS.map(({value}) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={value}
              className={styles.radio}
              checked={operator === value}
              onChange={() => onChange(value)}
            />
            <span className={styles.text}>{value}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {OPTIONS.find((option) => option.value === operator)?.hint}
      </p>
    </fieldset>
  );
}
