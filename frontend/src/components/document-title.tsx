export const SITE_NAME = 'App Library';

/** Sets the document title for the page (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  const text = title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
  return <title>{text}</title>;
}
