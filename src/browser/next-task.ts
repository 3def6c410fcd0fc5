/**
 * Resolves in a task of its own, so that what follows runs after the browser has had a turn:
 * a press or a frame waits for the task before, not for the whole sequence. A message the page
 * posts to itself, not a timer: a test's paused clock holds timers, never this.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
