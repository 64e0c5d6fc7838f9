import { Global, Module } from '@nestjs/common';
import { WhatsAppMenu } from '../whatsapp/whatsapp-menu.port';
import { MenuModule } from './menu.module';
import { WhatsAppMenuReply } from './whatsapp-menu-reply';

/**
 * The menu module's answers to ports lower modules own (the WhatsApp 'menu' reply). Global, because those modules
 * cannot import the menu module above them; the import runs downward, so the layer check sees it.
 */
@Global()
@Module({
  imports: [MenuModule],
  providers: [{ provide: WhatsAppMenu, useClass: WhatsAppMenuReply }],
  exports: [WhatsAppMenu],
})
export class MenuPortsModule {}
