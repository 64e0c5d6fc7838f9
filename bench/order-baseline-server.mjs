// The physical floor for POST /api/v1/orders: a bare node:http server running, with the raw driver and prepared
// statements, the statements an order needs on the same database — the account lookup, the dish and schedule
// read, then in one transaction the conditional stock update, the per-customer ledger, the order, its line, its
// event, its e-mail outbox row and the emptied cart — and answering from the values it wrote. No validation, no
// framework, no ORM, and the token's payload is read without checking its signature: what is left is the database
// work every order costs. Usage: node order-baseline-server.mjs <DATABASE_URL> <port>
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createPool } from 'mysql2/promise';

// The server's own driver: npm installs it in the server's workspace, not at the root.
const Database = createRequire(new URL('../server/package.json', import.meta.url))('better-sqlite3');

const [databaseUrl, port] = process.argv.slice(2);
const TAX_RATE = 0.08;

/** Dates as the app's SQLite columns hold them ('YYYY-MM-DD HH:MM:SS.SSS', UTC); MySQL takes Date objects. */
const sqliteDate = (date) => date.toISOString().replace('T', ' ').replace('Z', '');

const SQL = {
  user: 'SELECT id, name, email, phone, role, token_version FROM users WHERE id = ?',
  schedule:
    'SELECT s.id, s.menu_item_id, s.available_qty, s.max_per_customer, m.name, m.price_paise FROM menu_schedules s JOIN menu_items m ON m.id = s.menu_item_id WHERE s.id = ?',
  take: "UPDATE menu_schedules SET available_qty = available_qty - ?, updated_at = ? WHERE id = ? AND status = 'PUBLISHED' AND order_cutoff_at > ? AND available_qty >= ?",
  order:
    "INSERT INTO orders (id, order_ref_id, user_id, status, payment_method, special_instructions, subtotal_paise, tax_paise, total_paise, customer_name, customer_email, customer_phone, created_at, updated_at) VALUES (?, ?, ?, 'PENDING', 'COD', 'No special instructions', ?, ?, ?, ?, ?, ?, ?, ?)",
  line: 'INSERT INTO order_items (order_id, schedule_id, menu_item_id, menu_name, unit_price_paise, quantity, total_paise) VALUES (?, ?, ?, ?, ?, ?, ?)',
  event: "INSERT INTO order_events (order_id, user_id, type, status, created_at) VALUES (?, ?, 'PLACED', 'PENDING', ?)",
  outbox: "INSERT INTO mail_outbox (order_id, kind, attempts, next_attempt_at, locked_until, created_at) VALUES (?, 'PLACED', 0, ?, ?, ?)",
  emptyCart: 'DELETE FROM cart_items WHERE user_id = ?',
};
const LEDGER = {
  sqlite:
    'INSERT INTO customer_portions (user_id, schedule_id, quantity) VALUES (?, ?, ?) ON CONFLICT (user_id, schedule_id) DO UPDATE SET quantity = quantity + excluded.quantity',
  mysql:
    'INSERT INTO customer_portions (user_id, schedule_id, quantity) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE quantity = quantity + VALUES(quantity)',
};

class OutOfStock extends Error {}

function reference() {
  return randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase();
}

function priced(schedule, quantity) {
  const subtotal = schedule.price_paise * quantity;
  const tax = Math.round(subtotal * TAX_RATE);
  return { subtotal, tax, total: subtotal + tax };
}

function sqliteOrders(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  // As the app's own connection: the app's background connection (still running on this file) does the checkpoints.
  db.pragma('wal_autocheckpoint = 10000');
  const statements = Object.fromEntries(Object.entries({ ...SQL, ledger: LEDGER.sqlite }).map(([name, sql]) => [name, db.prepare(sql)]));
  const place = db.transaction((user, schedule, quantity, now) => {
    const stamp = sqliteDate(now);
    if (statements.take.run(quantity, stamp, schedule.id, stamp, quantity).changes !== 1) throw new OutOfStock();
    statements.ledger.run(user.id, schedule.id, quantity);
    const id = randomUUID();
    const money = priced(schedule, quantity);
    statements.order.run(id, reference(), user.id, money.subtotal, money.tax, money.total, user.name, user.email, user.phone, stamp, stamp);
    statements.line.run(id, schedule.id, schedule.menu_item_id, schedule.name, schedule.price_paise, quantity, money.subtotal);
    statements.event.run(id, user.id, stamp);
    statements.outbox.run(id, stamp, stamp, stamp);
    statements.emptyCart.run(user.id);
    return { id, ...money };
  });
  return async (userId, scheduleId, quantity) => {
    const user = statements.user.get(userId);
    const schedule = statements.schedule.get(scheduleId);
    return place(user, schedule, quantity, new Date());
  };
}

function mysqlOrders(url) {
  const pool = createPool({ uri: url, connectionLimit: 10, dateStrings: false });
  return async (userId, scheduleId, quantity) => {
    const [[user]] = await pool.execute(SQL.user, [userId]);
    const [[schedule]] = await pool.execute(SQL.schedule, [scheduleId]);
    const connection = await pool.getConnection();
    try {
      await connection.beginTransaction();
      const now = new Date();
      const [taken] = await connection.execute(SQL.take, [quantity, now, schedule.id, now, quantity]);
      if (taken.affectedRows !== 1) throw new OutOfStock();
      await connection.execute(LEDGER.mysql, [user.id, schedule.id, quantity]);
      const id = randomUUID();
      const money = priced(schedule, quantity);
      await connection.execute(SQL.order, [
        id,
        reference(),
        user.id,
        money.subtotal,
        money.tax,
        money.total,
        user.name,
        user.email,
        user.phone,
        now,
        now,
      ]);
      await connection.execute(SQL.line, [
        id,
        schedule.id,
        schedule.menu_item_id,
        schedule.name,
        schedule.price_paise,
        quantity,
        money.subtotal,
      ]);
      await connection.execute(SQL.event, [id, user.id, now]);
      await connection.execute(SQL.outbox, [id, now, now, now]);
      await connection.execute(SQL.emptyCart, [user.id]);
      await connection.commit();
      return { id, ...money };
    } catch (error) {
      await connection.rollback();
      throw error;
    } finally {
      connection.release();
    }
  };
}

const placeOrder = databaseUrl.startsWith('sqlite:') ? sqliteOrders(databaseUrl.slice('sqlite:'.length)) : mysqlOrders(databaseUrl);

/** The user id from a bearer token's payload (the app checks the signature; the floor does not). */
function userIdOf(authorization = '') {
  const payload = authorization.replace(/^Bearer /, '').split('.')[1] ?? '';
  return Number(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sub);
}

function answer(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** Answers one order request, failures included, so nothing it returns needs handling. */
async function handleOrder(request, response, body) {
  try {
    const { orderItems } = JSON.parse(body.toString('utf8'));
    const [{ menuScheduleId, quantity }] = orderItems;
    const order = await placeOrder(userIdOf(request.headers.authorization), menuScheduleId, quantity);
    answer(response, 201, { success: true, message: 'Order placed successfully!', data: order });
  } catch (error) {
    if (error instanceof OutOfStock) answer(response, 409, { success: false, message: 'Not enough left' });
    else answer(response, 500, { success: false, message: String(error) });
  }
}

createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => void handleOrder(request, response, Buffer.concat(chunks)));
}).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
