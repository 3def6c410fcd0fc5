import type { ReactNode } from 'react';
import type { SiteButtonProblem } from '../../domain/site-button';
import type { SiteButtonForm } from '../../domain/site-button-form';

// What the maker's fields share: their props, and how a field says it holds a problem.

export type Change = (patch: Partial<SiteButtonForm>) => void;

/** On the field each problem is reported at: `data-problem-field="color"`, for focusing the first. */
export const PROBLEM_FIELD = 'data-problem-field';

/** Marks the field `problem` focuses. */
export const problemField = (problem: SiteButtonProblem) => ({ [PROBLEM_FIELD]: problem });

export interface FieldsProps {
  form: SiteButtonForm;
  /** The problems shown at their fields. */
  shown: ReadonlySet<SiteButtonProblem>;
  onChange: Change;
  /** Under the number: how it will be dialled and the hints (the link creator's). */
  phoneNotes: ReactNode;
}

/**
 * The error attributes of a control whose message is outside its own `Field` (a `Field` links its
 * own `ErrorText`); the message must be live or axe (rightly) reads the link as broken.
 */
export function errorProps(id: string, shown: boolean) {
  return shown ? { 'aria-errormessage': id } : {};
}
