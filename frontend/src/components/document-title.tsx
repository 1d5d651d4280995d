import { useLingui } from '@lingui/react/macro';

/** Sets the document title for the page (React 19 hoists <title> into <head>), in the page's language. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useLingui();
  const site = t`App Library`;
  return <title>{title === site ? site : t`${title} | ${site}`}</title>;
}
