import { paths } from '../../config/paths';

type QueryValue = string | null | undefined;

function withQuery(path: string, query: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const base = (serviceId: string) => paths.subscribe.getHref(serviceId);

/**
 * Links to the flow's later pages, under paths.subscribe (their patterns are the child routes of
 * ./routes.tsx): kept in the flow's own chunk so the first page carries only the index's path.
 */
export const subscribeStep = {
  plan: (serviceId: string, query: { user?: QueryValue; plan?: QueryValue; code?: QueryValue } = {}) => withQuery(`${base(serviceId)}/plan`, query),
  payment: (serviceId: string, query: { user?: QueryValue; plan: string; code?: QueryValue }) => withQuery(`${base(serviceId)}/payment`, query),
  complete: (serviceId: string, subscriptionId: string) => `${base(serviceId)}/complete/${encodeURIComponent(subscriptionId)}`,
};
