// Every article file present in this folder (one import per file).
import type { HelpArticleSeed } from '../article-types';
import { articles as sample } from './_sample';

export const helpArticleSeeds: HelpArticleSeed[] = [...sample];
