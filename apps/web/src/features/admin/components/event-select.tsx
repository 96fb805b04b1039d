/** The admin panels' event picker is the kit's (staff screens use it too). */
export { EventSelect } from '../../../components/ui/controls';
