// Starts an embedded Neo4j 5.26 Community server with a Bolt connector on 127.0.0.1:<port> for tests.
// Usage: java -cp "<lib>/*:<classes>" Launcher <home-dir> <port> <password>
// Prints "NEO4J_READY <port>" when Bolt accepts connections; stops when stdin closes or on SIGTERM.
// Started again on the same home dir and password, it opens the same store.
import java.nio.file.Path;
import java.time.Duration;
import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.connectors.HttpsConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

public final class Launcher {
  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: Launcher <home-dir> <port> <password>");
      System.exit(2);
    }
    Path home = Path.of(args[0]);
    int port = Integer.parseInt(args[1]);
    String password = args[2];
    DatabaseManagementService service = new DatabaseManagementServiceBuilder(home)
        .setConfig(BoltConnector.enabled, true)
        .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", port))
        .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", port))
        .setConfig(BoltConnector.encryption_level, BoltConnector.EncryptionLevel.DISABLED)
        .setConfig(HttpConnector.enabled, false)
        .setConfig(HttpsConnector.enabled, false)
        .setConfig(GraphDatabaseSettings.auth_enabled, true)
        .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(64))
        .setConfig(GraphDatabaseSettings.shutdown_transaction_end_timeout, Duration.ofSeconds(2))
        .build();
    Runtime.getRuntime().addShutdownHook(new Thread(service::shutdown));
    // The initial password: the built-in user must not be asked to change it. A restart on the same
    // store (the scale suite stops and starts Neo4j) finds it set already, which Neo4j refuses to repeat.
    try {
      service.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME)
          .executeTransactionally("ALTER USER neo4j SET PASSWORD $pw CHANGE NOT REQUIRED",
              java.util.Map.of("pw", password));
    } catch (org.neo4j.graphdb.QueryExecutionException e) {
      if (!String.valueOf(e.getMessage()).contains("cannot be the same")) throw e;
    }
    service.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME).executeTransactionally("RETURN 1");
    System.out.println("NEO4J_READY " + port);
    System.out.flush();
    // Stop when the parent closes our stdin (test harness ended or crashed).
    while (System.in.read() != -1) {
      // ignore input
    }
    service.shutdown();
    System.exit(0);
  }
}
