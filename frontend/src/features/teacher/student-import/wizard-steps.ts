/**
 * The SMART Tool's pages (school-and-family §2 Student import wizard) and how Back and Next move
 * between them. Only navigation and wording live here; every decision about the file and the
 * accounts is the engine's (shared/import).
 */
import { msg } from '@lingui/core/macro';
import type { SchoolRole } from '../../../../../shared/import';
import { say } from '../say';

export const WIZARD_STEPS = ['intro', 'prepare', 'select', 'match', 'classes', 'apply'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The page's heading at each step (spec wording), in the portal's language when it is read. */
export const STEP_TITLES: Record<WizardStep, string> = {
  get intro() {
    return say(msg`SMART Tool`);
  },
  get prepare() {
    return say(msg`Step 1. Prepare Your file`);
  },
  get select() {
    return say(msg`Step 2. Select Your file`);
  },
  get match() {
    return say(msg`Step 3. Match`);
  },
  get classes() {
    return say(msg`Step 4. Review Classes`);
  },
  get apply() {
    return say(msg`Ready To Apply`);
  },
};

export interface StepContext {
  /** The file has a Class column: only then is 'Step 4. Review Classes' shown. */
  hasClassColumn: boolean;
}

/** Next: the page after `step`; the class review is skipped without a class column. Null on the last page. */
export function nextStep(step: WizardStep, context: StepContext): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  const next = WIZARD_STEPS[index + 1] ?? null;
  if (next === 'classes' && !context.hasClassColumn) return 'apply';
  return next;
}

/** Back: the page before `step`, skipping the class review as Next does. Null on the intro. */
export function previousStep(step: WizardStep, context: StepContext): WizardStep | null {
  const index = WIZARD_STEPS.indexOf(step);
  const previous = index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
  if (previous === 'classes' && !context.hasClassColumn) return 'match';
  return previous;
}

/** The school role of the page's `school-role` query parameter: students unless it says teacher. */
export function schoolRoleOf(value: string | null): SchoolRole {
  return value === 'teacher' ? 'teacher' : 'student';
}

/**
 * The words that vary with the role (spec: 'wording varies with school role'), each standing
 * alone (a table cell); a sentence says its role with a select of its own, for word order.
 */
export function roleWording(role: SchoolRole) {
  return role === 'teacher'
    ? {
        people: say(msg`teachers`),
        person: say(msg`teacher`),
        People: say(msg`Teachers`),
        accounts: say(msg`teacher accounts`),
      }
    : {
        people: say(msg`students`),
        person: say(msg`student`),
        People: say(msg`Students`),
        accounts: say(msg`student accounts`),
      };
}

/** Where the sample file of a role is served (spec §7 data/samples/{role}-import-sample.csv, in the SPA's public folder). */
export function sampleFileHref(role: SchoolRole): string {
  return `/data/samples/${role}-import-sample.csv`;
}

/** When Undo is still offered for a past import: applied, and within its undo window. */
export function canOfferUndo(pastImport: { state: string; undoableUntil: string }, now: Date): boolean {
  return pastImport.state === 'applied' && Date.parse(pastImport.undoableUntil) > now.getTime();
}
