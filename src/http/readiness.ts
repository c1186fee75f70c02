import type { Understanding } from './understanding.js';

export type ComponentState = 'ready' | 'loading' | 'failed' | 'disabled';

/** Holds the understander, which may still be loading (or training) when the server starts listening. */
export class UnderstanderSlot {
  private value: Understanding | undefined;
  private state: ComponentState;

  constructor(source: Understanding | Promise<Understanding> | undefined, onFailure: (error: unknown) => void) {
    if (source === undefined) {
      this.state = 'disabled';
    } else if (source instanceof Promise) {
      this.state = 'loading';
      source.then(
        (understander) => {
          this.value = understander;
          this.state = 'ready';
        },
        (error: unknown) => {
          this.state = 'failed';
          onFailure(error);
        },
      );
    } else {
      this.value = source;
      this.state = 'ready';
    }
  }

  get(): Understanding | undefined {
    return this.value;
  }

  status(): ComponentState {
    return this.state;
  }
}
