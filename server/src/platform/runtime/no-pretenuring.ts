import { setFlagsFromString } from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring for this process; imported first by `main.ts`, before
 * any other module has run, so that no site is judged on the server's start.
 *
 * V8 watches, per place in the code that makes objects, how many of them survive a young
 * collection; where nearly all do, it makes that place's later objects straight in the old
 * generation. A server's start (modules, metadata, the first slow requests) and its per-request
 * work share many such places, so the request's rows, posts and answers were made in the old
 * generation too: every scavenge then walked their pointers into the young one, and they died
 * there, to be swept by a full collection every few seconds (the gallery page: 2 MB moved to the
 * old generation per scavenge, 3 ms a scavenge against the floor's 0.4, a 250 MB full collection
 * every 2.5 s). Off, a page's objects die young, as a request's should: 0.55 → 0.40 ms of CPU per
 * page (bench/history/2026-11-lab-notes.md, "Objects made old on arrival").
 */
setFlagsFromString('--no-allocation-site-pretenuring');
