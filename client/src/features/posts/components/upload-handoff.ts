/**
 * A file another page hands to the upload dialog (the canvas's drawing): set it, then open
 * the dialog, which starts at step 2 with it. Lives outside the shell, in the pages' chunks.
 */
let pending: File | null = null;

export function handOffToUpload(file: File): void {
  pending = file;
}

export function handedOffFile(): File | null {
  return pending;
}

/** Called once the dialog took the file: a later opening starts empty again. */
export function clearHandedOffFile(): void {
  pending = null;
}
