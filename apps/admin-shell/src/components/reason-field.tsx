import { StaffReasonSchema } from '@firm/domain';
import { TextArea, type TextAreaProps } from '@firm/ui';

export type ReasonFieldProps = Omit<TextAreaProps, 'label' | 'maxLength'> & {
  /** 'Reason' unless the dialog names it otherwise. */
  label?: string;
};

/**
 * The reason a staff change is made for, kept in the audit log: required unless said otherwise, and no longer
 * than the API takes (StaffReasonSchema).
 */
export function ReasonField({ label = 'Reason', required = true, ...rest }: ReasonFieldProps) {
  return <TextArea label={label} maxLength={500} required={required} {...rest} />;
}

/** What is wrong with a reason, in the API's words (StaffReasonSchema); undefined when it will do. */
export function invalidReason(reason: string): string | undefined {
  const checked = StaffReasonSchema.safeParse(reason);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
