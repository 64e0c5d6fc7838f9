/** The Messages page's texts, registered under hk.messages in i18n/en.ts. */
export const whatsappMessages = {
  title: 'Messages',
  intro:
    'WhatsApp conversations with customers, newest first. The kitchen may write freely within 24 hours of a customer’s last message; outside that window only the approved templates (order updates, reminders) go out.',
  customersOn: 'Customers with WhatsApp on: %{count}',
  notConfigured:
    'WhatsApp is not connected: messages are written to the server log instead of being sent. Set the WHATSAPP_ variables (README, Configuration) to send them.',
  signatureFailures:
    '%{smart_count} incoming webhook call with a wrong signature was refused |||| %{smart_count} incoming webhook calls with a wrong signature were refused',
  conversations: 'Conversations',
  empty: 'No conversations yet. When customers write to the kitchen on WhatsApp, or are sent an order update, they appear here.',
  whatsappOn: 'WhatsApp on',
  whatsappOff: 'WhatsApp off',
  choose: 'Choose a conversation to read it and reply.',
  allConversations: 'All conversations',
  conversationWith: 'Conversation with %{name}',
  loadFailed: 'The conversation could not be loaded. Try again.',
  noMessages: 'No messages in this conversation.',
  customerSaid: 'Customer',
  kitchenSent: 'Kitchen',
  template: 'Template %{name}',
  status: {
    QUEUED: 'Queued',
    SENT: 'Sent',
    DELIVERED: 'Delivered',
    READ: 'Read',
    FAILED: 'Failed',
    FAILED_BECAUSE: 'Failed: %{reason}',
    RECEIVED: 'Received',
    SKIPPED: 'Not sent: WhatsApp is off for this customer',
  },
  fallback: {
    EMAIL_PENDING: 'Sending by e-mail instead',
    EMAIL_SENT: 'Sent by e-mail instead',
  },
  window: {
    openToday: 'You can reply until %{time}',
    openTomorrow: 'You can reply until %{time} tomorrow',
    closed:
      'The 24-hour window closed at %{time}. WhatsApp lets the kitchen reply only within 24 hours of the customer’s last message: they must write first.',
    neverWrote: 'This customer has not written to the kitchen. WhatsApp lets the kitchen reply only after the customer writes first.',
  },
  reply: 'Reply',
  replyLabel: 'Reply to %{name}',
  send: 'Send',
  sending: 'Sending...',
  sent: 'Reply sent',
  sendFailed: 'The reply could not be sent. Try again.',
  settingsTitle: 'Automatic reply',
  settingsHelp:
    'Sent to a customer whose message the kitchen does not answer by itself (anything but menu, STOP or START), at most once every 12 hours per number, so they know someone will get back to them. Leave it empty to send none.',
  autoReply: 'Automatic reply',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Automatic reply saved',
  settingsLoadFailed: 'The WhatsApp settings could not be loaded. Try again.',
};
