import { Button, type ButtonProps } from './button';

/**
 * A toolbar button that needs something first (a selection): while `unavailable` names what, it
 * stays focusable, says so as its tooltip and description, and does nothing when pressed (or
 * says why, with onUnavailable).
 */
export function ActionButton({
  unavailable,
  onUnavailable,
  onClick,
  variant = 'secondary',
  size = 'small',
  ...rest
}: ButtonProps & {
  unavailable?: string | null;
  /** Pressed while unavailable: e.g. the §5 message. */ onUnavailable?: () => void;
}) {
  if (!unavailable) return <Button variant={variant} size={size} onClick={onClick} {...rest} />;
  return (
    <Button
      variant={variant}
      size={size}
      aria-disabled="true"
      title={unavailable}
      aria-description={unavailable}
      onClick={onUnavailable}
      {...rest}
    />
  );
}
