/** Tells the owner their archive is ready (a 'data-export-ready' notification). */
export abstract class ExportNotifier {
  abstract exportReady(userId: string): Promise<void>;
}
