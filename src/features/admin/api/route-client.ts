// The typed client every API route is called through lives beside the contract it reads
// (src/lib/api/call-route.ts), so public pages call their routes the same way.
export {
  callRoute,
  routeUrl,
  UnexpectedAnswerError,
  type ClientInput,
} from '../../../lib/api/call-route.ts';
