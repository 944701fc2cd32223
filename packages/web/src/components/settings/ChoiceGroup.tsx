import { Check } from 'lucide-react';
import { type CSSProperties, type ReactNode, useId } from 'react';

/** One card of a choice group. */
export interface Choice<Id extends string> {
  id: Id;
  name: string;
  description: string;
  /** A picture in a tinted square before the words. */
  icon?: ReactNode;
  /** The card's own colour (its border when chosen, its icon's tint); the theme's primary when not given. */
  color?: string;
  /** The plan that opens a choice this viewer cannot take: shown beside the name, and the card does nothing. */
  lockedBy?: ReactNode;
}

/**
 * A settings question with one answer: a fieldset named by its legend, each answer a card-sized radio with its
 * name and a line on what it means. Every card is its own Tab stop, taken with Enter or Space.
 */
export function ChoiceGroup<Id extends string>(props: {
  legend: string;
  /** Said to screen readers only, where the tab's title and intro already name the question on screen. */
  legendHidden?: boolean;
  choices: readonly Choice<Id>[];
  chosen: Id;
  /** Each card's test id is `${testIdPrefix}-${id}`. */
  testIdPrefix: string;
  /** While an earlier choice is being saved, every card waits. */
  busy?: boolean;
  onChoose(id: Id): void;
}) {
  const legendId = useId();
  return (
    // The legend names the group; the radiogroup role (allowed on a fieldset by ARIA in HTML) has the cards
    // announced as the answers of one question ("2 of 4").
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: radiogroup is a container, not a control
    <fieldset className="choice-group" role="radiogroup" aria-labelledby={legendId}>
      <legend id={legendId} className={props.legendHidden ? 'sr-only' : 'choice-legend'}>
        {props.legend}
      </legend>
      <div className="choice-list">
        {props.choices.map((choice) => {
          const held = props.busy === true || choice.lockedBy !== undefined;
          const chosen = props.chosen === choice.id;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio with a description
            <button
              key={choice.id}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-disabled={held}
              className="choice"
              data-testid={`${props.testIdPrefix}-${choice.id}`}
              style={choice.color ? ({ '--choice-color': choice.color } as CSSProperties) : undefined}
              onClick={() => !held && props.onChoose(choice.id)}
            >
              {choice.icon && <span className="choice-icon">{choice.icon}</span>}
              <span className="choice-text">
                <span className="choice-name">
                  {choice.name}
                  {choice.lockedBy}
                </span>
                <span className="choice-desc">{choice.description}</span>
              </span>
              {chosen && <Check size={18} aria-hidden="true" className="choice-check" />}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
