import type { ReactNode } from 'react';
import { Radio } from 'react-aria-components';
import * as forms from './forms.css';

/** A react-aria Radio with the kit's dot, a label and an optional description line. */
export function RadioOption({
  value,
  label,
  description,
  trailing,
  className,
}: {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  trailing?: ReactNode;
  className?: string;
}) {
  return (
    <Radio value={value} className={`${forms.checkbox} ${className ?? ''}`}>
      <span className={forms.radioDot} aria-hidden="true" />
      <span className={forms.optionText}>
        <span>{label}</span>
        {description ? <span className={forms.description}>{description}</span> : null}
      </span>
      {trailing}
    </Radio>
  );
}
