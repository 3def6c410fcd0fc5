import type { AnyStateMachine } from 'xstate';

/** The parts of an XState node this generator reads (XState does not export the node type). */
interface Node {
  id: string;
  key: string;
  path: string[];
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  states: Record<string, Node>;
  initial?: { target?: Node[] };
  transitions: Map<string, Transition[]>;
  always?: Transition[];
}

interface Transition {
  target?: Node[];
  guard?: unknown;
  actions: unknown[];
}

const nameOf = (node: Node) => (node.path.length ? node.path.join('_') : 'root');

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  // Combinators (`not`, `and`, `or`) are functions named after themselves, holding their guards.
  const g = guard as { name?: string; type?: string; guards?: unknown[] };
  if (g.guards?.length) return `${g.name} ${g.guards.map(guardLabel).join(', ')}`;
  return typeof g.type === 'string' ? g.type : 'guard';
}

function actionLabels(transition: Transition): string[] {
  return transition.actions
    .map((action) => {
      if (typeof action === 'string') return action;
      const a = action as { type?: unknown };
      return typeof a.type === 'string' ? a.type : '';
    })
    .filter((label) => label && !label.startsWith('xstate.'));
}

/** `xstate.after.introDelay.meteors.waiting` → `after introDelay (2000 ms)`. */
function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (!eventType.startsWith('xstate.after.')) return eventType;
  const name = eventType.split('.')[2] ?? '';
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  return typeof delay === 'number' ? `after ${name} (${delay} ms)` : `after ${name}`;
}

function edgeLabel(event: string, transition: Transition): string {
  const guard = guardLabel(transition.guard);
  const actions = actionLabels(transition);
  return [event, guard && `[${guard}]`, actions.length ? `/ ${actions.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * A Mermaid `stateDiagram-v2` of a machine, read from its definition: states (nested and parallel),
 * initial states, guarded and delayed transitions, and the actions they run. Transitions without a
 * target stay on their state and are drawn as self-loops.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root as unknown as Node;
  const lines = ['stateDiagram-v2'];

  /** `from` defaults to the node itself; `state` is the state whose own handlers take precedence. */
  function edges(node: Node, indent: string, from = nameOf(node), state?: Node) {
    for (const [event, transitions] of node.transitions) {
      if (state?.transitions.has(event)) continue;
      for (const transition of transitions) {
        // No target: the state is kept, so it is a loop on the state it starts from.
        const targets = transition.target?.length ? transition.target.map(nameOf) : [from];
        for (const target of targets) {
          lines.push(
            `${indent}${from} --> ${target}: ${edgeLabel(eventLabel(machine, event), transition)}`,
          );
        }
      }
    }
    for (const transition of node.always ?? []) {
      for (const target of transition.target ?? []) {
        lines.push(`${indent}${from} --> ${nameOf(target)}: ${edgeLabel('always', transition)}`);
      }
    }
  }

  function children(node: Node, indent: string) {
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${nameOf(initial)}`);
    const states = Object.values(node.states);
    states.forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      if (Object.keys(child.states).length === 0) {
        lines.push(`${indent}state "${child.key}" as ${nameOf(child)}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${nameOf(child)} {`);
        children(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${nameOf(child)} --> [*]`);
    });
    for (const child of states) edges(child, indent);
  }

  children(root, '  ');
  // Transitions on the machine itself apply in every state: drawn from each top-level state.
  // A state's own handler for the same event wins, so that edge is not drawn for it.
  for (const child of Object.values(root.states)) edges(root, '  ', nameOf(child), child);
  return `${lines.join('\n')}\n`;
}
