// Wrap: the toggle's label changes silently when pressed; this announces the new mode
// through a polite live region so that screen-reader users hear what they chose.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ColorModeToggleType>;

function describe(value: Props['value']): string {
  if (value === null) {
    return 'Colour mode follows the system setting';
  }
  return value === 'dark' ? 'Dark mode on' : 'Light mode on';
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(props.value);
  useEffect(() => {
    if (previous.current !== props.value) {
      previous.current = props.value;
      setAnnouncement(describe(props.value));
    }
  }, [props.value]);
  return (
    <>
      <ColorModeToggle {...props} />
      <span className="sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
