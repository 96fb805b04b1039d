/** The server's repeating jobs, in one registry (issue 35). */
export { JobRegistry, type Job } from './job-registry';
