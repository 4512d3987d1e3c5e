// Every content page file present in this folder (one import per file; add a line per new file).
import type { ContentPageSeed } from '../page-types';
import { page as sample } from './_sample';

export const contentPageSeeds: ContentPageSeed[] = [sample];
