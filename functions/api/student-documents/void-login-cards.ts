import { voidClassLoginCards } from '../../domain/student-documents/login-cards';
import { defineHandler, signedInUser } from '../../http/http-handler';
import { studentDocumentsRoutes } from './routes';

export const handler = defineHandler(studentDocumentsRoutes.voidLoginCards, async (input) => {
  const user = signedInUser(input);
  return voidClassLoginCards(user, input.caller?.userId ?? user.id, input.params.classGroupId);
});
