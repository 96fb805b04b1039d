/** The signed-in member's today on the home page. */
export { MemberToday } from './components/member-today';
