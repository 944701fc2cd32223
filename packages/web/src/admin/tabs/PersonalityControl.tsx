import { type KeyboardEvent, useRef, useState } from 'react';
import ChatTraining from './personality/ChatTraining.tsx';
import DelineationCheck from './personality/DelineationCheck.tsx';
import FeedbackReview from './personality/FeedbackReview.tsx';
import PromptEditor from './personality/PromptEditor.tsx';
import './PersonalityControl.css';

const subTabs = [
  { id: 'chat-training', label: 'Chat Training', Component: ChatTraining },
  { id: 'prompt-editor', label: 'Prompt Editor', Component: PromptEditor },
  { id: 'feedback-review', label: 'Feedback Review', Component: FeedbackReview },
  { id: 'delineation-check', label: 'Delineation Check', Component: DelineationCheck },
] as const;

/** Personality Control: Chat Training, Prompt Editor, Feedback Review and the Delineation Check. */
export default function PersonalityControl() {
  const [current, setCurrent] = useState<(typeof subTabs)[number]['id']>('chat-training');
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = subTabs.findIndex((t) => t.id === current);
  const active = subTabs[index]!;
  const onKey = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next = -1;
    if (step) next = (index + step + subTabs.length) % subTabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = subTabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = subTabs[next]!;
    setCurrent(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className="pc">
      <div className="tabs pc-tabs" role="tablist" aria-label="Personality Control">
        {subTabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
            }}
            type="button"
            role="tab"
            id={`pc-tab-${tab.id}`}
            className="tab"
            aria-selected={tab.id === current}
            aria-controls="pc-panel"
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => setCurrent(tab.id)}
            onKeyDown={onKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="pc-panel" role="tabpanel" aria-labelledby={`pc-tab-${active.id}`} className="pc-panel">
        <active.Component />
      </div>
    </div>
  );
}
